import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MENU_HOVER_CLOSE_DELAY_MS } from '@/lib/constants';
import { HeaderIcon } from '@/app/layout/header/header-icon';
import { headerMessages } from '@/app/layout/header/header-messages';
import { ServiceTileLinks } from '@/app/layout/header/service-tile-links';
import styles from '@/app/layout/header/site-header.module.css';

function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Desktop "Our Services" disclosure (APG disclosure navigation): opens on hover, on keyboard focus
 * and on Enter; closes 200 ms after the pointer leaves, on Escape, and when focus leaves it.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returningFocus = useRef(false);
  const openedByClick = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    openedByClick.current = false;
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(hide, MENU_HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      returningFocus.current = true;
      buttonRef.current?.focus();
      returningFocus.current = false;
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    // A region for hover, Escape and focus leaving; the button inside is the control (as MUI's Box was).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.services} onMouseEnter={show} onMouseLeave={closeSoon} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={panelId}
        // Only a click closes what a click opened: hover and keyboard focus may already have opened it.
        onClick={() => {
          const close = open && openedByClick.current;
          openedByClick.current = !close;
          if (close) setOpen(false);
          else show();
        }}
        onFocus={(event) => {
          if (!returningFocus.current && isKeyboardFocus(event.currentTarget)) show();
        }}
      >
        {headerMessages.ourServices}
        <HeaderIcon name="expandMore" className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className={styles.servicesPanel}>
        <ServiceTileLinks columns={3} onNavigate={hide} />
      </div>
    </div>
  );
}
