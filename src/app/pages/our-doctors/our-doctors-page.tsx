import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { ourDoctorsEntry } from '@/app/pages/our-doctors/entry';
import { DoctorProfiles } from '@/features/catalogue/components/doctor-profiles/doctor-profiles';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** Our doctors: every profile with its education, experience, expertise and contact details, and a callback on each. */
export function OurDoctorsPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{ourDoctorsEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: 4, maxWidth: '60ch' }}>
        Registered specialists who consult online and in person. Read about their training and experience, then call us or request a callback to
        book.
      </Typography>
      <DoctorProfiles renderAction={() => <RequestCallbackButton variant="outlined" />} />
    </Container>
  );
}
