export const en = {
  bookAppointment: 'Book Appointment',
  requestCallback: 'Request Callback',
  loadingForm: 'Loading form',
};
