import type { ReactNode } from 'react';
import type { CabinetHome } from '@/contract';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.consentBanner;

/**
 * Asks for what the school needs the family to accept: a new offer, the personal-data consent. `children` is the
 * link to the documents (the cabinet's routes make it).
 */
export function ConsentBanner({ home, children }: { home: CabinetHome; children: ReactNode }) {
  const offerDue = home.offer.version > 0 && home.offer.accepted_version !== home.offer.version;
  const consentDue = home.personal_data_accepted_at === null;
  if (!offerDue && !consentDue) return null;
  return (
    <section className={styles.banner} aria-label={cabinetTexts.settings.documents}>
      {offerDue && <p>{texts.offer}</p>}
      {consentDue && <p>{texts.personalData}</p>}
      {children}
    </section>
  );
}
