import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import { accessToken } from '@/lib/cookies';
import { authPath } from '@/app/layout/header/nav-items';

type AuthActionProps = {
  /** Whether an access_token cookie exists. */
  loggedIn: boolean;
  /** Called after the user chooses the action (e.g. to close the mobile menu). */
  onDone?: () => void;
  /** Button look. */
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
};

/** Login/Signup link, or a Logout button that clears the cookie and goes to /auth. */
export function AuthAction({ loggedIn, onDone, variant = 'contained', fullWidth }: AuthActionProps) {
  const navigate = useNavigate();
  if (!loggedIn) {
    return (
      <Button component={RouterLink} to={authPath} variant={variant} fullWidth={fullWidth} onClick={onDone}>
        Login/Signup
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      onClick={() => {
        accessToken.clear();
        onDone?.();
        void navigate(authPath);
      }}
    >
      Logout
    </Button>
  );
}
