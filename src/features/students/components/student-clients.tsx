import { Link2, Unlink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PERSON_NAME_MAX, type Student, type StudentClient } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { inputClassName } from '@/ui/field';
import { PhoneInput } from '@/ui/phone-input';
import { Tag } from '@/ui/tag';
import { useCreateParent } from '../api/use-create-parent';
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

/** «Гарипова Алия, +7 (917) 000-00-00»: what the picker lists and what a typed text is matched against. */
const choiceLabel = (client: ClientChoice) =>
  client.phone ? `${client.name}, ${client.phone}` : client.name;

/**
 * The student's parents and payers: unlink one, or link a client of the school — found by name or phone, or made
 * here as a new parent — with a relation and payer flag.
 */
export function StudentClients({ student, clients, onUpdate }: StudentClientsProps) {
  // A client is found by typing a name or a phone (a school has hundreds: a plain list does not do), or made here.
  const [query, setQuery] = useState('');
  const [newPhone, setNewPhone] = useState('');
  const [relation, setRelation] = useState('');
  const [payer, setPayer] = useState(false);
  const ids = { client: useId(), list: useId(), relation: useId(), payer: useId(), phone: useId() };
  const createParent = useCreateParent();
  // Shown on /students only, to roles that read clients; null would mean the role may not.
  const links = student.clients ?? [];
  const linked = new Set(links.map((link) => link.id));
  const available = clients.filter((client) => !linked.has(client.id));
  const chosen = available.find((client) => choiceLabel(client) === query.trim());
  const creating = !chosen && query.trim() !== '';
  const saving = student.id < 0 || createParent.isPending;

  function save(links: Link[]) {
    const sorted = links.toSorted((a, b) => a.id - b.id);
    onUpdate({
      id: student.id,
      changes: { clients: sorted.map(({ id, relation, is_payer }) => ({ id, relation, is_payer })) },
      preview: { clients: sorted },
    });
  }

  function link(client: ClientChoice) {
    const entry = { id: client.id, client_name: client.name, phone: client.phone, contact: client.contact };
    save([...links, { ...entry, relation: relation.trim(), is_payer: payer }]);
    setQuery('');
    setNewPhone('');
    setRelation('');
    setPayer(false);
  }

  function handleLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen) return link(chosen);
    if (!creating) return;
    createParent.mutate({ name: query.trim(), phone: newPhone }, { onSuccess: (client) => link(client) });
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
        <input
          id={ids.client}
          className={inputClassName}
          list={ids.list}
          placeholder={studentTexts.chooseClient}
          maxLength={PERSON_NAME_MAX}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <datalist id={ids.list}>
          {available.map((client) => (
            <option key={client.id} value={choiceLabel(client)} />
          ))}
        </datalist>
        {creating && (
          <>
            <label htmlFor={ids.phone} className="visually-hidden">
              {studentTexts.newParentPhone}
            </label>
            <PhoneInput id={ids.phone} value={newPhone} onChange={setNewPhone} />
          </>
        )}
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
        <Button type="submit" size="sm" disabled={(!chosen && !creating) || saving}>
          <Link2 size={14} aria-hidden />
          {createParent.isPending
            ? studentTexts.creatingParent
            : creating
              ? studentTexts.newParent(query.trim())
              : studentTexts.link}
        </Button>
        {createParent.isError && <ErrorMessage>{toErrorMessage(createParent.error, 'clients')}</ErrorMessage>}
      </form>
    </div>
  );
}
