import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { logOut } from '@/lib/log-out';
import { LOGIN_PATH } from '@/lib/login-path';
import { headerMessages } from '@/app/layout/header/header-messages';
import styles from '@/app/layout/header/site-header.module.css';

type AuthActionProps = {
  /** Whether an access_token cookie exists. */
  loggedIn: boolean;
  /** Called after the user chooses the action (e.g. to close the mobile menu). */
  onDone?: () => void;
  /** Takes the width of its container. */
  fullWidth?: boolean;
};

/** Login/Signup link, or a Logout button that ends the session and goes to /auth; a filled brand button either way. */
export function AuthAction({ loggedIn, onDone, fullWidth }: AuthActionProps) {
  const navigate = useNavigate();
  const className = [styles.action, styles.contained, fullWidth && styles.fullWidth].filter(Boolean).join(' ');
  if (!loggedIn) {
    return (
      <RouterLink to={LOGIN_PATH} className={className} onClick={onDone}>
        {headerMessages.login}
      </RouterLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        logOut();
        onDone?.();
        void navigate(LOGIN_PATH);
      }}
    >
      {headerMessages.logout}
    </button>
  );
}
