import { Suspense, lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLink } from '@/app/layout/brand-link';
import { AuthAction } from '@/app/layout/header/auth-action';
import { HeaderIcon } from '@/app/layout/header/header-icon';
import { HeaderSearch } from '@/app/layout/header/header-search';
import { headerMessages } from '@/app/layout/header/header-messages';
import { LanguageSwitch } from '@/app/layout/header/language-switch';
import { mobileMenuContent } from '@/app/layout/header/mobile-menu-content';
import { headerLinks, onboardLink } from '@/app/layout/header/nav-items';
import { ServicesMenu } from '@/app/layout/header/services-menu';
import styles from '@/app/layout/header/site-header.module.css';
import { useLoginState } from '@/lib/use-login-state';

const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ '@/app/layout/header/mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * Sticky site header: desktop navigation from 1024 px, with the search field from 1280 px (a search button below);
 * a full-screen menu below 1024 px.
 * Plain elements and build-time CSS: it hydrates without MUI, whose code only the drawer and the search field load.
 */
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
  const closeMenu = () => toggleMenu(false);

  return (
    <header className={styles.header}>
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <BrandLink />
          <HeaderSearch />
          <nav aria-label={headerMessages.mainNav} className={styles.nav}>
            <ServicesMenu />
            {headerLinks.map((link) => (
              <RouterLink key={link.to} to={link.to} className={styles.action}>
                {link.label}
              </RouterLink>
            ))}
            <RouterLink to={onboardLink.to} className={`${styles.action} ${styles.outlined}`}>
              {onboardLink.label}
            </RouterLink>
            <AuthAction loggedIn={loggedIn} />
            <LanguageSwitch className={`${styles.action} ${styles.languageSwitch}`} />
          </nav>
          <button
            type="button"
            aria-label={headerMessages.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => toggleMenu(true)}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            className={`${styles.iconButton} ${styles.menuToggle}`}
          >
            <HeaderIcon name="menu" />
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} {...mobileMenuContent(loggedIn, closeMenu)} />
        </Suspense>
      )}
    </header>
  );
}
