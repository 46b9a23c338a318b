import type { ReactNode } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useCarePrograms } from '@/features/catalogue/api/get-care-programs';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';
import { CareProgramCard } from '@/features/catalogue/components/home-care-programs/components/care-program-card';
import { CareProgramSkeletons } from '@/features/catalogue/components/home-care-programs/components/care-program-skeletons';
import { homeCareProgramsMessages as m } from '@/features/catalogue/components/home-care-programs/home-care-programs-messages';

export type HomeCareProgramsProps = {
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
  /** Each card's call to action (the app passes a Request Callback button). */
  renderAction?: (program: CareProgram) => ReactNode;
};

/** Home's care programs carousel; plain HTML, loading, error and empty included. */
export function HomeCarePrograms({ label = m.carouselLabel, renderAction }: HomeCareProgramsProps) {
  const { data: programs, error } = useCarePrograms();
  if (programs === undefined || programs.length === 0) {
    const status = dataStateOf(
      { data: programs, error },
      { errorMessage: m.loadError, emptyMessage: m.empty, skeleton: <CareProgramSkeletons /> },
    );
    return <DataState status={status} loadingLabel={m.loading} />;
  }
  return (
    <Carousel
      label={label}
      items={programs}
      getItemKey={(program) => program.programeName}
      renderItem={(program) => <CareProgramCard program={program} action={renderAction?.(program)} />}
    />
  );
}
