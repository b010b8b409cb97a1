import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import {
  ContactsSection,
  DocumentsSection,
  SessionsSection,
  TelegramSection,
} from '@/features/cabinet/components/settings';
import { cabinetTexts } from '@/features/cabinet/texts';
import { Loader } from '@/ui/loader';

export const Route = createFileRoute('/cabinet/_family/settings')({
  component: CabinetSettingsPage,
});

function CabinetSettingsPage() {
  const home = useQuery(cabinetQueries.home());
  if (!home.data) return <Loader />;
  return (
    <>
      <h1 className="visually-hidden">{cabinetTexts.nav.settings}</h1>
      <DocumentsSection home={home.data} />
      <ContactsSection home={home.data} />
      <TelegramSection />
      <SessionsSection />
    </>
  );
}
