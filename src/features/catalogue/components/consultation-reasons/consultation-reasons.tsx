import Box from '@mui/material/Box';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useConsultationReasons } from '@/features/catalogue/api/get-consultation-reasons';
import { ReasonCard } from '@/features/catalogue/components/consultation-reasons/components/reason-card';
import { ReasonsSkeleton, reasonColumns } from '@/features/catalogue/components/consultation-reasons/components/reasons-skeleton';
import { consultationReasonsMessages as m } from '@/features/catalogue/components/consultation-reasons/consultation-reasons-messages';

/** Why consult online: the six reasons, long ones behind Read More, each with its points. */
export function ConsultationReasons() {
  const response = useConsultationReasons();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    skeleton: <ReasonsSkeleton />,
  });

  return (
    <DataState status={status} loadingLabel={m.loading}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: reasonColumns }}>
        {(response.data ?? []).map((reason) => (
          <Box component="li" key={reason.id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
            <ReasonCard reason={reason} />
          </Box>
        ))}
      </Box>
    </DataState>
  );
}
