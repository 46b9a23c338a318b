import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';
import { staffConsoleName } from '@/lib/staff-console-name';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import { consoleNavItems } from '@/console/console-nav-items';
import { consoleFrameMessages } from '@/console/layout/console-messages';
import styles from '@/console/layout/console-header.module.css';

type ConsoleHeaderProps = {
  /** The signed-in staff member's role: the navigation shows what it may open. Absent before sign-in (no navigation). */
  role?: StaffRole;
  /** Who is signed in and the ways out; absent before sign-in. */
  account?: ReactNode;
};

/** "Healvia Staff", the console's navigation for the signed-in role, and the account. */
export function ConsoleHeader({ role, account }: ConsoleHeaderProps) {
  const items = role ? consoleNavItems.filter((item) => item.roles.includes(role)) : [];
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={STAFF_CONSOLE_PATH} className={styles.brand}>
          {staffConsoleName}
        </Link>
        {items.length > 0 && (
          <nav aria-label={consoleFrameMessages.navigation} className={styles.nav}>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === STAFF_CONSOLE_PATH} className={styles.link}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {account}
      </div>
    </header>
  );
}
