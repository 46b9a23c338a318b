import { useId, type ReactNode } from 'react';
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

/** A text link of the menu. */
export type MenuLink = { label: string; to: string };

/** What the menu holds, composed by the header (see mobile-menu-content.tsx). */
export type MobileMenuContent = {
  /** Names the dialog and its navigation, above the service tiles ("Our Services"). */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Beside the brand: the link to this page in the other language. */
  languageSwitch: ReactNode;
  /** The service tiles. */
  services: ReactNode;
  /** Text links under the tiles. */
  links: readonly MenuLink[];
  /** The outlined link after them. */
  outlinedLink: MenuLink;
  /** Last: the login or logout action. */
  action: ReactNode;
};

type MobileMenuProps = MobileMenuContent & {
  /** Whether the menu is showing. */
  open: boolean;
  /** Closes the menu; MUI's modal then returns focus to the toggle. */
  onClose: () => void;
  /** id referenced by the toggle's aria-controls. */
  id: string;
};

/**
 * Full-screen slide-in menu: modal (focus trapped, page scroll locked, Escape closes). Its text and plain parts
 * come from the header, so this lazy chunk imports none of the header's modules and the header's catalogue stays
 * in the boot code alone.
 */
export function MobileMenu({ open, onClose, id, title, closeLabel, languageSwitch, services, links, outlinedLink, action }: MobileMenuProps) {
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
          {languageSwitch}
          <IconButton onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-labelledby={titleId} sx={{ p: 2, overflowY: 'auto' }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {title}
          </Typography>
          {services}
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {links.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} onClick={onClose} variant="text" sx={{ justifyContent: 'flex-start', fontSize: '1.125rem' }}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={outlinedLink.to} onClick={onClose} variant="outlined" fullWidth>
              {outlinedLink.label}
            </Button>
            {action}
          </Stack>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
