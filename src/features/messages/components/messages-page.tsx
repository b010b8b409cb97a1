import { type KeyboardEvent, useId, useRef } from 'react';
import type { Role } from '@/contract';
import { Card } from '@/ui/card';
import { tabAfterKey } from '@/ui/tab-keys';
import { type MessageTab, tabsFor } from '../message-tabs';
import { messageTexts } from '../texts';
import { MessageLog } from './message-log';
import styles from './messages-page.module.css';
import { SettingsTab } from './settings-tab';
import { TemplatesTab } from './templates-tab';

type MessagesPageProps = {
  role: Role;
  tab: MessageTab;
  onTab: (tab: MessageTab) => void;
};

/** /messages: «Журнал» for the owner and managers; «Шаблоны» and «Настройки» for the owner only. */
export function MessagesPage({ role, tab, onTab }: MessagesPageProps) {
  const tabs = tabsFor(role);
  const shown = tabs.includes(tab) ? tab : 'log';
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  if (tabs.length === 1) return <MessageLog />;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, tabs.indexOf(shown), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onTab(target);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className={styles.page}>
      <div
        ref={listRef}
        className={styles.tabs}
        role="tablist"
        aria-label={messageTexts.tabsLabel}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            aria-selected={name === shown}
            aria-controls={`${baseId}-panel`}
            tabIndex={name === shown ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(name)}
          >
            {messageTexts.tabs[name]}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${shown}`}>
        {shown === 'log' && <MessageLog />}
        {shown === 'templates' && (
          <Card title={messageTexts.templates.title}>
            <p className={styles.intro}>{messageTexts.templates.intro}</p>
            <TemplatesTab />
          </Card>
        )}
        {shown === 'settings' && (
          <Card title={messageTexts.settings.title}>
            <SettingsTab />
          </Card>
        )}
      </div>
    </div>
  );
}
