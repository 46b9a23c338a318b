import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { TextField } from '@/design-system/form/text-field';
import { siteConfig } from '@/lib/site-config';
import { FormSection } from '@/features/onboarding/components/form-section';
import { NewTabLink } from '@/features/onboarding/components/new-tab-link';

/** What one registration collects and why, for its consent notice. */
export type ConsentNoticeText = { collected: string; purpose: string };

type ConsentSectionProps = {
  notice: ConsentNoticeText;
  /** The three boxes must be ticked (patient, doctor) or may be left (hospital, spec §5). */
  consentsRequired: boolean;
  /** Label of the typed signature, e.g. 'Signature (type your full name)'. */
  signatureLabel: string;
};

/**
 * The DPDP Act notice (what, why, how long, how to withdraw), then the declaration, privacy and terms
 * boxes, then the typed signature. The notice comes before the boxes so consent is informed.
 */
export function ConsentSection({ notice, consentsRequired, signatureLabel }: ConsentSectionProps) {
  return (
    <FormSection legend="Consent and signature">
      <Box sx={{ bgcolor: tokens.brandSoft, borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          How we use these details
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
          <li>
            <strong>What we collect:</strong> {notice.collected}
          </li>
          <li>
            <strong>Why:</strong> {notice.purpose} We never sell it or use it for advertising.
          </li>
          <li>
            <strong>How long:</strong> while you work with us, and then only as long as the law requires. ID numbers are stored encrypted.
          </li>
          <li>
            <strong>Withdraw or erase:</strong> write to <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link> at any time and we
            will delete your registration and documents.
          </li>
        </Box>
        <Typography sx={{ mt: 1 }}>
          Read our <NewTabLink href="/privacy">Privacy Policy</NewTabLink> for your rights under the DPDP Act.
        </Typography>
      </Box>
      <CheckboxField name="declaration" label="I declare that the details I have given are true and complete" required={consentsRequired} />
      <CheckboxField
        name="privacyPolicy"
        label={
          <>
            I have read and agree to the <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
          </>
        }
        required={consentsRequired}
      />
      <CheckboxField
        name="termsConditions"
        label={
          <>
            I accept the <NewTabLink href="/terms">Terms &amp; Conditions</NewTabLink>
          </>
        }
        required={consentsRequired}
      />
      <TextField name="signature" label={signatureLabel} hint="Typing your name here counts as your signature" autoComplete="name" spellCheck={false} required />
    </FormSection>
  );
}
