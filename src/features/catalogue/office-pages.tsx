// /admin/cars/create and /admin/cars/:id/edit: the car form (form-page.tsx
// saves it and goes back to the list).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useCar } from '../../db/hooks';
import { carFormFromRecord, carFromForm, emptyCarForm, type CarFormValues } from './form';
import { paths } from '../../domain/paths';
import { CatalogueCreatePage, CatalogueEditPage, type CatalogueForm } from './form-page';
import { CarForm } from './car-fields';

const CAR_FORM: CatalogueForm<'cars', CarFormValues> = {
  table: 'cars',
  Form: CarForm,
  empty: emptyCarForm,
  valuesOf: carFormFromRecord,
  fieldsOf: carFromForm,
  listPath: paths.admin.cars,
};

function useSaveWords() {
  const { t } = useLingui();
  return {
    added: t`Car added successfully`,
    addFailed: t`Failed to add car`,
    updated: t`Car updated successfully`,
    updateFailed: t`Failed to update car`,
    gone: t`This vehicle no longer exists: it was deleted, perhaps on another device.`,
  };
}

export function CarCreatePage() {
  const { t } = useLingui();
  return <CatalogueCreatePage spec={CAR_FORM} words={useSaveWords()} submitLabel={t`Add car`} />;
}

export function CarEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <CatalogueEditPage
      spec={CAR_FORM}
      id={id}
      record={useCar(id)}
      words={useSaveWords()}
      notFound={{ title: t`Vehicle not found`, description: t`The vehicle you're looking for doesn't exist.`, backLabel: t`Back to cars` }}
    />
  );
}
