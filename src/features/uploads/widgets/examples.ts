import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { allLanguages } from './messages.ts';

/**
 * The widget gallery's configurations (src/form-runtime/gallery): a manifest attachment field with
 * its own button text, tip, type and count limits; a single-file field; photos with a size limit;
 * a single image. JNPF's own prop names (contract §7.2).
 */
export const fileUploadExamples: FormItem[] = [
  {
    key: 'uploadFz',
    field: 'manifestFiles',
    label: allLanguages('exampleManifests'),
    props: {
      buttonText: allLanguages('exampleManifestsButton'),
      tipText: allLanguages('exampleManifestsTip'),
      accept: '.pdf,.xls,.xlsx',
      limit: 5,
      fileSize: 10,
      sizeUnit: 'MB',
      pathType: 'defaultPath',
      isAccount: 0,
    },
  },
  {
    key: 'uploadFz',
    field: 'declarationFile',
    label: allLanguages('exampleDeclaration'),
    props: { limit: 1, accept: '.pdf', fileSize: 5, sizeUnit: 'MB' },
  },
];

export const imageUploadExamples: FormItem[] = [
  {
    key: 'uploadImg',
    field: 'cargoPhotos',
    label: allLanguages('exampleCargoPhotos'),
    props: { tipText: allLanguages('exampleCargoPhotosTip'), limit: 6, fileSize: 5, sizeUnit: 'MB' },
  },
  {
    key: 'uploadImg',
    field: 'sealPhoto',
    label: allLanguages('exampleSealPhoto'),
    props: { limit: 1, fileSize: 2, sizeUnit: 'MB' },
  },
];
