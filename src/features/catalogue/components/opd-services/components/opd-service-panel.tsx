import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { tokens } from '@theme/tokens';
import type { OpdService } from '@/features/catalogue/schemas/opd-service';
import { opdPanelHeight } from '@/features/catalogue/components/opd-services/components/opd-panel-size';

type OpdServicePanelProps = {
  /** The category shown. */
  service: OpdService;
  /** The panel's id, which its tab controls. */
  id: string;
  /** Id of the tab that labels the panel. */
  labelledBy: string;
  /** True while another tab is selected. */
  hidden: boolean;
};

/** One tabpanel: the category's illustration, its name and the list of what it covers. */
export function OpdServicePanel({ service, id, labelledBy, hidden }: OpdServicePanelProps) {
  return (
    // The panel carries no display style, so the hidden attribute keeps it out of view. It holds no
    // control of its own, so (APG tabs) it takes focus itself: Tab from the tab list lands on it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} tabIndex={0}>
      <Card
        variant="outlined"
        sx={(theme) => ({
          mt: 3,
          p: { xs: 3, md: 4 },
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          minHeight: opdPanelHeight(theme),
        })}
      >
        <Box component="img" src={service.image} alt="" width={96} height={96} loading="lazy" sx={{ width: { xs: 72, sm: 120 }, height: 'auto' }} />
        <div>
          <Typography component="h3" variant="h3" sx={{ mb: 2 }}>
            {service.category}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {service.details.map((detail) => (
              <Box key={detail} component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckCircleOutlineOutlinedIcon aria-hidden sx={{ color: tokens.brand, mt: 0.25, flexShrink: 0 }} />
                <Typography>{detail}</Typography>
              </Box>
            ))}
          </Box>
        </div>
      </Card>
    </div>
  );
}
