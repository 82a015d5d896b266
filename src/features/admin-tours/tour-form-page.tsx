// /admin/tours/create and /admin/tours/:id/edit: the tour form, saved with its outbox entry, then back
// to the list; on failure a toast says why and the form keeps everything typed.
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { useTour } from '../../db/hooks';
import {
  changedFields,
  emptyTourForm,
  tourFormFromRecord,
  tourFromForm,
  type TourFormValues,
} from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import type { Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { saveRecord } from '../../ui/admin/save-record';
import { TourForm } from './tour-form';

function useSaveTour(existing: Tour | null) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useCatalogueWrites('tours');

  return (values: TourFormValues, setError: UseFormSetError<TourFormValues>) => {
    const fields = tourFromForm(values);
    return saveRecord(
      values,
      setError,
      () => (existing ? writes.patch(existing.id, changedFields(tourFromForm(tourFormFromRecord(existing)), fields)) : writes.create(fields)),
      {
        saved: existing ? t`Tour updated successfully` : t`Tour added successfully`,
        failed: existing ? t`Failed to update tour` : t`Failed to add tour`,
        gone: t`This tour no longer exists: it was deleted, perhaps on another device.`,
        retry: t`Nothing was lost: your changes are still in the form. Try again.`,
        storageFull: t`The device storage is full: free some space, then save again.`,
        checkFields: t`Check the fields marked in red.`,
      },
      () => navigate(paths.admin.tours(lang)),
    );
  };
}

export function TourCreatePage() {
  const { t } = useLingui();
  const save = useSaveTour(null);
  const initial = useMemo(() => emptyTourForm(), []);
  return <TourForm initial={initial} submitLabel={t`Add tour`} onSave={save} />;
}

export function TourEditPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { id } = useParams();
  const tour = useTour(id);
  // The form starts from the tour as first loaded; later changes (sync) never wipe what is typed.
  const [first, setFirst] = useState<Tour | null>(null);
  if (tour && first?.id !== tour.id) setFirst(tour);
  const loaded = first?.id === id ? first : null;
  const save = useSaveTour(loaded);
  const initial = useMemo(() => (loaded ? tourFormFromRecord(loaded) : null), [loaded]);

  if (loaded && initial) return <TourForm key={loaded.id} initial={initial} submitLabel={t`Save changes`} onSave={save} />;
  if (tour === undefined) {
    return (
      <Center py="xl">
        <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
      </Center>
    );
  }
  return (
    <RecordNotFound
      title={t`Tour not found`}
      description={t`The tour you're looking for doesn't exist.`}
      backTo={paths.admin.tours(lang)}
      backLabel={t`Back to tours`}
    />
  );
}
