import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '@/design-system/icon/icon';
import { surfaceClassName } from '@/design-system/surface/surface';
import { productCategories, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { MedicineOffer } from '@/features/catalogue/schemas/medicine-offer';
import { medicineOffersMessages } from '@/features/catalogue/components/medicine-offers/medicine-offers-messages';
import styles from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card.module.css';

/** Material Design's ArrowForward (Apache 2.0), drawn without MUI. */
const arrowForwardPath = 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z';

/** Side of the category picture, in px. */
export const offerImageSize = 88;

/** The catalogue category an offer's link opens, when it is one (its picture then illustrates the offer). */
function categoryOfLink(link: string): ProductCategory | undefined {
  return productCategories.find((category) => link === `/${category}`);
}

type MedicineOfferCardProps = {
  /** The offer; the whole card links to its `link`. */
  offer: MedicineOffer;
};

/** An offer: its title, the discount as a badge and "Shop now", the whole card one link to the offer's page; plain HTML. */
export function MedicineOfferCard({ offer }: MedicineOfferCardProps) {
  const category = categoryOfLink(offer.link);
  return (
    <div className={`${surfaceClassName} ${styles.card}`}>
      <RouterLink to={offer.link} className={styles.link}>
        <div className={styles.text}>
          <h3 className={styles.title}>{offer.title}</h3>
          <span className={styles.discount}>{offer.discount}</span>
          <span className={styles.shopNow}>
            <span>{medicineOffersMessages.shopNow}</span>
            <Icon path={arrowForwardPath} size={20} />
          </span>
        </div>
        {category && (
          <img src={`/images/catalogue/${category}.svg`} alt="" width={offerImageSize} height={offerImageSize} loading="lazy" className={styles.picture} />
        )}
      </RouterLink>
    </div>
  );
}
