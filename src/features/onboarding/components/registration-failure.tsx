import Box from '@mui/material/Box';
import { FormAlert } from '@/design-system/form/form-alert';

type RegistrationFailureProps = { failure?: { message: string; detail?: string } };

/** The spec's failure message in the form's red box, with the server's reason under it when it gave one. */
export function RegistrationFailure({ failure }: RegistrationFailureProps) {
  if (!failure) return null;
  return (
    <FormAlert>
      {failure.message}
      {failure.detail && failure.detail !== failure.message && (
        <Box component="span" sx={{ display: 'block', fontWeight: 400, mt: 0.5 }}>
          {failure.detail}
        </Box>
      )}
    </FormAlert>
  );
}
