import { Suspense, lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandLink } from '@/app/layout/brand-link';
import { AuthAction } from '@/app/layout/header/auth-action';
import { HeaderSearch } from '@/app/layout/header/header-search';
import { headerLinks, onboardLink } from '@/app/layout/header/nav-items';
import { ServicesMenu } from '@/app/layout/header/services-menu';
import { useLoginState } from '@/lib/use-login-state';

const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ '@/app/layout/header/mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Sticky site header: search and desktop navigation from 1024 px; a search button and a full-screen menu below. */
export function SiteHeader() {
  const { loggedIn, recheck } = useLoginState();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer (modal, focus trap, transitions) is code no page needs until someone reaches for the menu.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuId = useId();

  const toggleMenu = (open: boolean) => {
    recheck();
    setMenuWanted(true);
    setMenuOpen(open);
  };

  return (
    <AppBar position="sticky" component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, lg: 72 } }}>
          <BrandLink />
          <HeaderSearch />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 1, ml: 'auto' }}>
            <ServicesMenu />
            {headerLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 600 }}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={onboardLink.to} variant="outlined">
              {onboardLink.label}
            </Button>
            <AuthAction loggedIn={loggedIn} />
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => toggleMenu(true)}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            sx={{ display: { lg: 'none' }, color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} open={menuOpen} onClose={() => toggleMenu(false)} loggedIn={loggedIn} />
        </Suspense>
      )}
    </AppBar>
  );
}
