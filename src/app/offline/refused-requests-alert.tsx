import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { offlineMessages } from '@/app/offline/offline-messages';

export type RefusedRequest = { key: string; text: string };

type RefusedRequestsAlertProps = {
  /** The refused requests, each with its line, e.g. 'Your saved callback request could not be sent: …'. */
  requests: readonly RefusedRequest[];
  /** Hides the alert once the person has read it. */
  onDismiss: () => void;
};

/**
 * Requests saved offline that the server refused once the person had left their form. An error must not
 * live only in a toast, so it stays here, at the foot of the window, until dismissed.
 */
export default function RefusedRequestsAlert({ requests, onDismiss }: RefusedRequestsAlertProps) {
  return (
    <Box sx={{ position: 'fixed', left: '1rem', right: '1rem', bottom: '1rem', zIndex: 'snackbar', display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => onDismiss()}>
            {offlineMessages.dismiss}
          </Button>
        }
        sx={{ maxWidth: '40rem', pointerEvents: 'auto', boxShadow: 6 }}
      >
        <AlertTitle>{offlineMessages.notSent(requests.length)}</AlertTitle>
        {requests.map((request) => (
          <Box component="p" key={request.key} sx={{ m: 0 }}>
            {request.text}
          </Box>
        ))}
      </Alert>
    </Box>
  );
}
