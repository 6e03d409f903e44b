import { Link, useNavigate, useParams } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { productHref } from '@/features/catalogue';
import { useCreateProduct } from '../api/create-product';
import { useProduct } from '../api/get-product';
import { useSetProductNonReturnable } from '../api/set-non-returnable';
import { useUpdateProduct } from '../api/update-product';
import { AdminPageHeader } from '../components/admin-page-header';
import { ProductForm } from '../components/product-form';
import { LoadError, LoadingRows } from '../components/query-states';
import { VariantsPanel } from '../components/variants-panel';
import {
  productCreateBody,
  productUpdateBody,
  type ProductFormValues,
} from '../product-form-values';

const back = (
  <Link to="/admin/products" className="font-semibold text-brand-700 hover:underline">
    ← All products
  </Link>
);

function NewProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  async function onSave(values: ProductFormValues) {
    const product = await create.mutateAsync(productCreateBody(values));
    showToast(`Created ${product.name}`);
    void navigate(`/admin/products/${product._id}`);
  }
  return (
    <>
      <AdminPageHeader title="New product" back={back} />
      <ProductForm submitLabel="Create product" onSave={onSave} />
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const product = useProduct(id);
  const update = useUpdateProduct(id);
  const returns = useSetProductNonReturnable(id);
  async function onSave(values: ProductFormValues) {
    const saved = await update.mutateAsync(productUpdateBody(values));
    showToast(`Saved ${saved.name}`);
  }
  return (
    <>
      <AdminPageHeader
        title={product.data?.name ?? 'Edit product'}
        back={back}
        actions={
          product.data?.isActive ? (
            <a
              href={productHref(id)}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              View on the shop (opens a new tab)
            </a>
          ) : null
        }
      />
      {product.isPending ? (
        <LoadingRows label="Loading the product" rows={6} />
      ) : product.isError ? (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <div className="space-y-8">
          <ToggleSwitch
            label="Non-returnable"
            description={
              product.data.nonReturnable && !product.data.productNonReturnable
                ? 'Its category is non-returnable: shoppers cannot return it whatever this says.'
                : 'Shoppers cannot return or exchange it; the product page says so.'
            }
            checked={product.data.productNonReturnable}
            disabled={returns.isPending}
            onChange={(value) => returns.mutate(value)}
          />
          <VariantsPanel product={product.data} />
          <ProductForm
            key={product.data._id}
            product={product.data}
            submitLabel="Save product"
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
