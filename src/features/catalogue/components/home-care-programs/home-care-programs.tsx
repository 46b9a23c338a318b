import { Suspense, lazy, type ReactNode } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useCarePrograms } from '@/features/catalogue/api/get-care-programs';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';
import { CareProgramCard } from '@/features/catalogue/components/home-care-programs/components/care-program-card';

const CareProgramsStates = lazy(() => import('@/features/catalogue/components/home-care-programs/components/care-programs-states'));

export type HomeCareProgramsProps = {
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
  /** Each card's call to action (the app passes a Request Callback button). */
  renderAction?: (program: CareProgram) => ReactNode;
};

/**
 * Home's care programs carousel. Plain HTML, as the page holds their data; the loading, error and empty states
 * (DataState) load lazily with MUI.
 */
export function HomeCarePrograms({ label = 'Care programs', renderAction }: HomeCareProgramsProps) {
  const response = useCarePrograms();
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data: programs, error } = response;
  if (programs === undefined || programs.length === 0) {
    return (
      <Suspense fallback={null}>
        <CareProgramsStates response={{ data: programs, error }} />
      </Suspense>
    );
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
