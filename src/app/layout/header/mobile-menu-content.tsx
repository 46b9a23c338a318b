import type { MobileMenuContent } from '@/app/layout/header/mobile-menu';
import { AuthAction } from '@/app/layout/header/auth-action';
import { headerMessages } from '@/app/layout/header/header-messages';
import { LanguageSwitch } from '@/app/layout/header/language-switch';
import { headerLinks, onboardLink } from '@/app/layout/header/nav-items';
import { ServiceTileLinks } from '@/app/layout/header/service-tile-links';
import styles from '@/app/layout/header/site-header.module.css';

/** The mobile menu's text and plain parts, each closing the menu when chosen. */
export function mobileMenuContent(loggedIn: boolean, onClose: () => void): MobileMenuContent {
  return {
    title: headerMessages.ourServices,
    closeLabel: headerMessages.closeMenu,
    languageSwitch: <LanguageSwitch className={`${styles.action} ${styles.languageSwitch} ${styles.menuLanguageSwitch}`} onClick={onClose} />,
    services: <ServiceTileLinks columns={2} onNavigate={onClose} />,
    links: headerLinks,
    outlinedLink: onboardLink,
    action: <AuthAction loggedIn={loggedIn} onDone={onClose} fullWidth />,
  };
}
