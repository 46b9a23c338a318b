import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import { logOut } from '@/lib/log-out';
import { LOGIN_PATH } from '@/lib/login-path';

type AuthActionProps = {
  /** Whether an access_token cookie exists. */
  loggedIn: boolean;
  /** Called after the user chooses the action (e.g. to close the mobile menu). */
  onDone?: () => void;
  /** Button look. */
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
};

/** Login/Signup link, or a Logout button that ends the session and goes to /auth. */
export function AuthAction({ loggedIn, onDone, variant = 'contained', fullWidth }: AuthActionProps) {
  const navigate = useNavigate();
  if (!loggedIn) {
    return (
      <Button component={RouterLink} to={LOGIN_PATH} variant={variant} fullWidth={fullWidth} onClick={onDone}>
        Login/Signup
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      onClick={() => {
        logOut();
        onDone?.();
        void navigate(LOGIN_PATH);
      }}
    >
      Logout
    </Button>
  );
}
