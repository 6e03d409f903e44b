import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/toast-store';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { productHref } from '@/features/catalogue';
import { useLanguage, useT, type Translate } from '@/lib/i18n';
import { pathInLanguage } from '@shop/contracts';
import { adminMessages } from '../admin.messages';
import { useCreateProduct } from '../api/create-product';
import { useProduct } from '../api/get-product';
import { useSetProductNonReturnable } from '../api/set-non-returnable';
import { useUpdateProduct } from '../api/update-product';
import { AdminPageHeader } from '../components/admin-page-header';
import { ProductForm } from '../components/product-form';
import { productMessages, type ProductMessages } from '../components/product.messages';
import { LoadError, LoadingRows } from '../components/query-states';
import { VariantsPanel } from '../components/variants-panel';
import {
  productCreateBody,
  productUpdateBody,
  type ProductFormValues,
} from '../product-form-values';

const back = (t: Translate<ProductMessages>) => (
  <Link to="/admin/products" className="font-semibold text-brand-700 hover:underline">
    {t('allProductsBack')}
  </Link>
);

function NewProduct() {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const navigate = useNavigate();
  const create = useCreateProduct();
  async function onSave(values: ProductFormValues) {
    const product = await create.mutateAsync(productCreateBody(values));
    showToast(common('created', { name: product.name }));
    void navigate(`/admin/products/${product._id}`);
  }
  return (
    <>
      <AdminPageHeader title={t('newProduct')} back={back(t)} />
      <ProductForm submitLabel={t('createProduct')} onSave={onSave} />
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const language = useLanguage();
  const product = useProduct(id);
  const update = useUpdateProduct(id);
  const returns = useSetProductNonReturnable(id);
  async function onSave(values: ProductFormValues) {
    const saved = await update.mutateAsync(productUpdateBody(values));
    showToast(common('saved', { name: saved.name }));
  }
  return (
    <>
      <AdminPageHeader
        title={product.data?.name ?? t('editProduct')}
        back={back(t)}
        actions={
          product.data?.isActive ? (
            <a
              href={pathInLanguage(productHref(id), language)}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('viewOnShop')}
            </a>
          ) : null
        }
      />
      {product.isPending ? (
        <LoadingRows label={t('loadingProduct')} rows={6} />
      ) : product.isError ? (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <div className="space-y-8">
          <ToggleSwitch
            label={t('nonReturnable')}
            description={
              product.data.nonReturnable && !product.data.productNonReturnable
                ? t('categoryNonReturnable')
                : t('productNonReturnable')
            }
            checked={product.data.productNonReturnable}
            disabled={returns.isPending}
            onChange={(value) => returns.mutate(value)}
          />
          <VariantsPanel product={product.data} />
          <ProductForm
            key={product.data._id}
            product={product.data}
            submitLabel={t('saveProduct')}
            onSave={onSave}
          />
        </div>
      )}
    </>
  );
}

/** /admin/products/new creates a product with its first variants; /admin/products/{id} edits one. */
export function ProductEditorPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}
