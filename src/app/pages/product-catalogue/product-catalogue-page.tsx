import { PageContainer, PageIntro, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { medicinesRoute } from '@/app/pages/medicines/route';
import { productCatalogueEntries } from '@/app/pages/product-catalogue/entries';
import { productCatalogueMessages } from '@/app/pages/product-catalogue/product-catalogue-messages';
import type { ProductCategory } from '@/features/catalogue/model/product-categories';
import { ProductCatalogue } from '@/features/catalogue/components/product-catalogue/product-catalogue';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import styles from '@/app/pages/product-catalogue/product-catalogue-page.module.css';

/** The screen shared by the eight catalogue routes: the category's products, each with a Request Callback; plain HTML. */
export function ProductCataloguePage({ category }: { category: ProductCategory }) {
  const entry = productCatalogueEntries[category];
  return (
    <PageContainer className={styles.page}>
      <PageHeading>{entry.heading}</PageHeading>
      <PageIntro>
        {entry.description} {productCatalogueMessages.callback}
      </PageIntro>
      <p className={styles.note}>
        {productCatalogueMessages.prescriptionNote} <TextLink to={medicinesRoute.path}>{productCatalogueMessages.allCategories}</TextLink>
      </p>
      <div className={styles.products}>
        <ProductCatalogue category={category} renderAction={() => <RequestCallbackButton fullWidth />} />
      </div>
    </PageContainer>
  );
}

export const SexualWellnessPage = () => <ProductCataloguePage category="sexual-wellness" />;
export const PainReliefPage = () => <ProductCataloguePage category="pain-relief" />;
export const AyurvedaPage = () => <ProductCataloguePage category="ayurveda" />;
export const DevicesPage = () => <ProductCataloguePage category="devices" />;
export const BabyCarePage = () => <ProductCataloguePage category="baby-care" />;
export const SkinHaircarePage = () => <ProductCataloguePage category="skin-haircare" />;
export const WomenWellnessPage = () => <ProductCataloguePage category="women-wellness" />;
export const VitaminsSupplementsPage = () => <ProductCataloguePage category="vitamins-supplements" />;
