import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import {
  productCategories,
  productCategoryRoute,
  productCategoryTitles,
} from '@/features/catalogue/model/product-categories';

const imageSize = 72;

/** The eight product catalogues as a grid of picture tiles, each a link to its catalogue route. */
export function ProductCategoryTiles() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {productCategories.map((category) => (
        <Card key={category} component="li">
          <CardActionArea
            component={RouterLink}
            to={productCategoryRoute(category)}
            sx={{ height: 1, p: 2, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', gap: 1.5 }}
          >
            <Box component="img" src={`/images/catalogue/${category}.svg`} alt="" width={imageSize} height={imageSize} loading="lazy" />
            <Typography component="span" sx={{ fontWeight: 650, textAlign: 'center' }}>
              {productCategoryTitles[category]}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
