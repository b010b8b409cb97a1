import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { navigationByRole, type Role, roleLabels } from '@/contract';
import { BrandMark } from '@/ui/brand-mark';
import { sectionIcons } from '../section-icons';
import { navigationTexts, sectionNames } from '../texts';
import styles from './side-nav.module.css';

type SideNavProps = {
  role: Role;
  userName: string;
  /** Controls at the bottom, next to the user (theme toggle, logout). */
  actions: ReactNode;
};

/** The side navigation of a role: exactly the spec's list (section 2), quirks included. */
export function SideNav({ role, userName, actions }: SideNavProps) {
  return (
    <aside className={styles.sidebar}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark />
          <span className={styles.product}>{navigationTexts.product}</span>
        </div>
        <nav aria-label={navigationTexts.mainNavigation} className={styles.nav}>
          <ul className={styles.list}>
            {navigationByRole[role].map((path) => {
              const Icon = sectionIcons[path];
              return (
                <li key={path}>
                  <Link to={path} className={styles.link}>
                    <Icon size={16} aria-hidden className={styles.icon} />
                    {sectionNames[path]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.footer}>
          <div className={styles.user}>
            <span className={styles.userName}>{userName}</span>
            {/* The platform admin's name is their role: say it once. */}
            {roleLabels[role] !== userName && <span className={styles.userRole}>{roleLabels[role]}</span>}
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </div>
    </aside>
  );
}
