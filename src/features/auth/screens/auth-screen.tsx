import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { tokens } from '@theme/tokens';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { PageHeading } from '@/design-system/page/page-heading';
import { AuthForm } from '@/features/auth/components/auth-form';
import { authModes, otherMode, type AuthMode } from '@/features/auth/components/auth-mode';
import { AuthSidePanel } from '@/features/auth/components/auth-side-panel';
import { SessionEndedAlert } from '@/features/auth/components/session-ended-alert';
import { useAuthSubmit } from '@/features/auth/components/use-auth-submit';

/** /auth: log in or create an account on one screen, the mode switched from the side panel. */
export function AuthScreen() {
  const [mode, setMode] = useState<AuthMode>('login');
  const copy = authModes[mode];
  const form = useZodForm(copy.schema, { defaultValues: { email: '', password: '' } });
  const { submit, failure, clearFailure, succeeded } = useAuthSubmit(mode);
  const headingBox = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const busy = form.formState.isSubmitting || succeeded;

  // After a switch the heading names the new mode; focus goes there so screen readers hear the change.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    headingBox.current?.querySelector('h1')?.focus();
  }, [mode]);

  const switchMode = () => {
    form.reset({ email: form.getValues('email'), password: '' });
    clearFailure();
    switched.current = true;
    setMode(otherMode(mode));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          bgcolor: tokens.surface,
          border: 1,
          borderColor: tokens.border,
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
          <Box ref={headingBox} sx={{ mb: 3 }}>
            <PageHeading>{copy.heading}</PageHeading>
          </Box>
          <SessionEndedAlert />
          <AuthForm mode={mode} form={form} onSubmit={submit} onInvalid={clearFailure} failure={failure} busy={busy} />
        </Box>
        <AuthSidePanel mode={mode} onSwitch={switchMode} disabled={busy} />
      </Box>
    </Container>
  );
}
