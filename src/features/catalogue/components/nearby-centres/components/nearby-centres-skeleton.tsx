import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import results from '@/features/catalogue/components/nearby-centres/components/centre-results.module.css';

const placeholderCards = 3;

/** The three selects and the button, then the count and centre cards line for line. */
export function NearbyCentresSkeleton() {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' } }}>
        {['state', 'city', 'locality'].map((field) => (
          <Box key={field}>
            <Typography>
              <Skeleton width="30%" />
            </Typography>
            <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(7), mt: 0.5 })} />
            <Typography variant="body2" sx={{ mt: 0.5, minHeight: { md: '1.5em' } }} />
          </Box>
        ))}
        <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(5.5), [theme.breakpoints.up('md')]: { height: theme.spacing(7), mt: 3.5 }, width: theme.spacing(20) })} />
      </Box>
      <Box sx={{ pt: 4 }}>
        <Typography variant="h3">
          <Skeleton width="40%" />
        </Typography>
        <Typography sx={{ mt: 1, mb: 3 }}>
          <Skeleton width="20%" />
        </Typography>
        <div className={results.grid}>
          {Array.from({ length: placeholderCards }, (_, index) => (
            <Card key={index}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 3 }}>
                <Typography variant="h4">
                  <Skeleton width="80%" />
                </Typography>
                <Skeleton variant="rounded" width="30%" />
                {[0, 1, 2].map((line) => (
                  <Typography key={line}>
                    <Skeleton width={`${85 - line * 20}%`} />
                  </Typography>
                ))}
              </CardContent>
            </Card>
          ))}
        </div>
      </Box>
    </Box>
  );
}
