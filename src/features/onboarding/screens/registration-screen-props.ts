export type RegistrationScreenProps = {
  /** The page's h1, from the route manifest; it names the form too. */
  heading: string;
};

/** PageHeading renders the page's one h1 with this id, so each form is named by it. */
export const HEADING_ID = 'main-heading';
