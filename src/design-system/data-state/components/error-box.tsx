import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

type ErrorBoxProps = {
  /** The failure message. */
  message: string;
  /** Bold title above the message. */
  title?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel: string;
};

/** The red error box (role="alert") of a data screen. */
export function ErrorBox({ message, title, onRetry, retryLabel }: ErrorBoxProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="error" variant="outlined" size="small" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        )
      }
    >
      {title && <AlertTitle component="p">{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
