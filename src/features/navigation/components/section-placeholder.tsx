import type { GuardedPath } from '@/contract';
import { PageHeader } from '@/ui/page-header';
import { Placeholder } from '@/ui/placeholder';
import { navigationTexts, sectionNames } from '../texts';

type SectionPlaceholderProps = { path: GuardedPath };

/** A section whose content is still being built: its name and an honest note, no sample data. */
export function SectionPlaceholder({ path }: SectionPlaceholderProps) {
  return (
    <>
      <PageHeader title={sectionNames[path]} />
      <Placeholder title={navigationTexts.preparingTitle} text={navigationTexts.preparingText} />
    </>
  );
}
