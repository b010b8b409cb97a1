import { PageHeader } from './page-header';
import { Placeholder } from './placeholder';
import { tableTexts } from './table-texts';

type NoSchoolProps = { title: string };

/** A school page opened by an account without a school (the platform admin passes every guard). */
export function NoSchool({ title }: NoSchoolProps) {
  return (
    <>
      <PageHeader title={title} />
      <Placeholder title={tableTexts.noSchoolTitle} text={tableTexts.noSchoolText} />
    </>
  );
}
