import { svgDataUri } from '@/lib/svg-data-uri';
import { enrolMessages } from '@/features/staff/components/enrol-messages';
import styles from '@/features/staff/components/totp-key.module.css';

type TotpKeyProps = {
  /** The key in base32, as the server answered it. */
  secret: string;
  /** The QR code of its otpauth:// URI, an SVG drawn by the server. */
  qrSvg: string;
  /** The account the app will list it under. */
  email: string;
};

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read out and to type. */
export const groupInFours = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The new TOTP key twice: as a QR code to scan and, beside it, as text for those who cannot scan. */
export function TotpKey({ secret, qrSvg, email }: TotpKeyProps) {
  return (
    <div className={styles.key}>
      <img src={svgDataUri(qrSvg)} alt={enrolMessages.qrAlt} width={192} height={192} className={styles.qr} />
      <dl className={styles.facts}>
        <dt>{enrolMessages.account}</dt>
        <dd>{email}</dd>
        <dt>{enrolMessages.key}</dt>
        <dd>
          <code className={styles.secret}>{groupInFours(secret)}</code>
          <p className={styles.hint}>{enrolMessages.keyHint}</p>
        </dd>
      </dl>
    </div>
  );
}
