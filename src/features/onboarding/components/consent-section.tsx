import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { TextField } from '@/design-system/form/text-field';
import { siteConfig } from '@/lib/site-config';
import { FormSection } from '@/features/onboarding/components/form-section';
import { NewTabLink } from '@/features/onboarding/components/new-tab-link';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

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
  const text = registrationFormMessages.consent;
  const privacyLink = <NewTabLink href="/privacy">{text.privacyPolicy}</NewTabLink>;
  return (
    <FormSection legend={text.legend}>
      <Box sx={{ bgcolor: tokens.brandSoft, borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{text.heading}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
          <li>
            <strong>{text.collected}</strong> {notice.collected}
          </li>
          <li>
            <strong>{text.why}</strong> {notice.purpose} {text.neverSold}
          </li>
          <li>
            <strong>{text.howLong}</strong> {text.howLongText}
          </li>
          <li>
            <strong>{text.withdraw}</strong> {text.writeTo.before}
            <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
            {text.writeTo.after}
          </li>
        </Box>
        <Typography sx={{ mt: 1 }}>
          {text.readPolicy.before}
          {privacyLink}
          {text.readPolicy.after}
        </Typography>
      </Box>
      <CheckboxField name="declaration" label={text.declaration} required={consentsRequired} />
      <CheckboxField
        name="privacyPolicy"
        label={
          <>
            {text.agreePrivacy.before}
            {privacyLink}
            {text.agreePrivacy.after}
          </>
        }
        required={consentsRequired}
      />
      <CheckboxField
        name="termsConditions"
        label={
          <>
            {text.acceptTerms.before}
            <NewTabLink href="/terms">{text.termsConditions}</NewTabLink>
            {text.acceptTerms.after}
          </>
        }
        required={consentsRequired}
      />
      <TextField name="signature" label={signatureLabel} hint={text.signatureHint} autoComplete="name" spellCheck={false} required />
    </FormSection>
  );
}
