import { Link2, Unlink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Student, StudentClient } from '@/contract';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/field';
import { Tag } from '@/ui/tag';
import type { StudentUpdate } from '../api/use-update-student';
import type { ClientChoice } from '../student-options';
import { studentTexts } from '../texts';
import styles from './student-details.module.css';

type StudentClientsProps = {
  student: Student;
  clients: readonly ClientChoice[];
  onUpdate: (update: StudentUpdate) => void;
};

type Link = StudentClient;

/** The student's parents and payers: unlink one, or link a client of the school with a relation and payer flag. */
export function StudentClients({ student, clients, onUpdate }: StudentClientsProps) {
  const [clientId, setClientId] = useState('');
  const [relation, setRelation] = useState('');
  const [payer, setPayer] = useState(false);
  const ids = { client: useId(), relation: useId(), payer: useId() };
  // Shown on /students only, to roles that read clients; null would mean the role may not.
  const links = student.clients ?? [];
  const linked = new Set(links.map((link) => link.id));
  const available = clients.filter((client) => !linked.has(client.id));
  const saving = student.id < 0;

  function save(links: Link[]) {
    const sorted = links.toSorted((a, b) => a.id - b.id);
    onUpdate({
      id: student.id,
      changes: { clients: sorted.map(({ id, relation, is_payer }) => ({ id, relation, is_payer })) },
      preview: { clients: sorted },
    });
  }

  function handleLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const client = clients.find((item) => item.id === Number(clientId));
    if (!client) return;
    const link = { id: client.id, client_name: client.name, phone: client.phone, contact: client.contact };
    save([...links, { ...link, relation: relation.trim(), is_payer: payer }]);
    setClientId('');
    setRelation('');
    setPayer(false);
  }

  return (
    <div className={styles.block}>
      <ul className={styles.links} aria-label={studentTexts.clientsLabel(student.name)}>
        {links.length === 0 && <li className={styles.muted}>{studentTexts.noClients}</li>}
        {links.map((link) => (
          <li key={link.id} className={styles.link}>
            <div className={styles.entry}>
              <span className={styles.linkName}>
                {link.client_name} {link.is_payer && <Tag color="green">{studentTexts.payerYes}</Tag>}
              </span>
              <span className={styles.muted}>
                {[link.relation, link.phone].filter(Boolean).join(' · ') || '—'}
              </span>
            </div>
            <Button
              size="sm"
              variant="ghost"
              aria-label={studentTexts.unlink(link.client_name)}
              title={studentTexts.unlink(link.client_name)}
              disabled={saving}
              onClick={() => save(links.filter((item) => item.id !== link.id))}
            >
              <Unlink size={14} aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <form className={styles.linkForm} onSubmit={handleLink}>
        <label htmlFor={ids.client} className="visually-hidden">
          {studentTexts.linkClient}
        </label>
        <select
          id={ids.client}
          className={inputClassName}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
        >
          <option value="">{studentTexts.chooseClient}</option>
          {available.map((client) => (
            <option key={client.id} value={client.id}>
              {client.phone ? `${client.name}, ${client.phone}` : client.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.relation} className="visually-hidden">
          {studentTexts.relation}
        </label>
        <input
          id={ids.relation}
          className={inputClassName}
          placeholder={studentTexts.relationPlaceholder}
          maxLength={60}
          value={relation}
          onChange={(event) => setRelation(event.target.value)}
        />
        <label htmlFor={ids.payer} className={styles.check}>
          <input
            id={ids.payer}
            type="checkbox"
            checked={payer}
            onChange={(event) => setPayer(event.target.checked)}
          />
          {studentTexts.payer}
        </label>
        <Button type="submit" size="sm" disabled={clientId === '' || saving}>
          <Link2 size={14} aria-hidden />
          {studentTexts.link}
        </Button>
      </form>
    </div>
  );
}
