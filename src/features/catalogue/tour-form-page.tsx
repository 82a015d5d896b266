// /admin/tours/create and /admin/tours/:id/edit: the tour form (form-page.tsx
// saves it and goes back to the list).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useTour } from '../../db/hooks';
import { emptyTourForm, tourFormFromRecord, tourFromForm, type TourFormValues } from './form';
import { paths } from '../../domain/paths';
import { CatalogueCreatePage, CatalogueEditPage, type CatalogueForm } from './form-page';
import { TourForm } from './tour-fields';

const TOUR_FORM: CatalogueForm<'tours', TourFormValues> = {
  table: 'tours',
  Form: TourForm,
  empty: emptyTourForm,
  valuesOf: tourFormFromRecord,
  fieldsOf: tourFromForm,
  listPath: paths.admin.tours,
};

function useSaveWords() {
  const { t } = useLingui();
  return {
    added: t`Tour added successfully`,
    addFailed: t`Failed to add tour`,
    updated: t`Tour updated successfully`,
    updateFailed: t`Failed to update tour`,
    gone: t`This tour no longer exists: it was deleted, perhaps on another device.`,
  };
}

export function TourCreatePage() {
  const { t } = useLingui();
  return <CatalogueCreatePage spec={TOUR_FORM} words={useSaveWords()} submitLabel={t`Add tour`} />;
}

export function TourEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <CatalogueEditPage
      spec={TOUR_FORM}
      id={id}
      record={useTour(id)}
      words={useSaveWords()}
      notFound={{ title: t`Tour not found`, description: t`The tour you're looking for doesn't exist.`, backLabel: t`Back to tours` }}
    />
  );
}
