import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { MuiTheme } from '@theme/mui-theme';
import { BrandLink } from '@/app/layout/brand-link';
import { AuthAction } from '@/app/layout/header/auth-action';
import { headerMessages } from '@/app/layout/header/header-messages';
import { LanguageSwitch } from '@/app/layout/header/language-switch';
import { headerLinks, onboardLink } from '@/app/layout/header/nav-items';
import { ServiceTileLinks } from '@/app/layout/header/service-tile-links';
import styles from '@/app/layout/header/site-header.module.css';

type MobileMenuProps = {
  /** Whether the menu is showing. */
  open: boolean;
  /** Closes the menu; MUI's modal then returns focus to the toggle. */
  onClose: () => void;
  /** Whether an access_token cookie exists. */
  loggedIn: boolean;
  /** id referenced by the toggle's aria-controls. */
  id: string;
};

/** Full-screen slide-in menu: modal (focus trapped, page scroll locked, Escape closes). */
export function MobileMenu({ open, onClose, loggedIn, id }: MobileMenuProps) {
  const titleId = useId();
  return (
    <MuiTheme>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { id, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: '100%' } } }}
      >
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
          <BrandLink onNavigate={onClose} />
          <LanguageSwitch className={`${styles.action} ${styles.languageSwitch} ${styles.menuLanguageSwitch}`} onNavigate={onClose} />
          <IconButton onClick={onClose} aria-label={headerMessages.closeMenu}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-labelledby={titleId} sx={{ p: 2, overflowY: 'auto' }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {headerMessages.ourServices}
          </Typography>
          <ServiceTileLinks columns={2} onNavigate={onClose} />
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {headerLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} onClick={onClose} variant="text" sx={{ justifyContent: 'flex-start', fontSize: '1.125rem' }}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={onboardLink.to} onClick={onClose} variant="outlined" fullWidth>
              {onboardLink.label}
            </Button>
            <AuthAction loggedIn={loggedIn} onDone={onClose} fullWidth />
          </Stack>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
