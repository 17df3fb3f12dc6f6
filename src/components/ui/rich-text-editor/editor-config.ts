import type { IEditorConfig } from '@wangeditor/editor';
import { getFeedback } from '@/lib/feedback';
import { uploadFile } from '@/lib/upload-api';
import { IMAGE_ACCEPT, IMAGE_EXTENSIONS } from '../upload-rules';
import { createEditorImageUpload, type InsertImage } from './editor-image-upload';
import { checkEditorImage, checkEditorLink } from './editor-url-rules';
import { pickOneFile } from './pick-one-file';

/** The editor's behaviour: URL checks on links and images, uploads one image at a time. */
export function createEditorConfig(placeholder: string): Partial<IEditorConfig> {
  const { uploadOne } = createEditorImageUpload({
    upload: (file) => uploadFile(file),
    // Looked up on use: the toast host may connect after the editor is created.
    feedback: {
      toastError: (content) => getFeedback().toastError(content),
      toastSuccess: (content) => getFeedback().toastSuccess(content),
    },
  });
  const linkConfig = { checkLink: checkEditorLink };
  const imageConfig = { checkImage: checkEditorImage };
  return {
    placeholder,
    customAlert: (info, type) => {
      const feedback = getFeedback();
      if (type === 'success') feedback.toastSuccess(info);
      else if (type === 'error') feedback.toastError(info);
      else feedback.toastWarning(info);
    },
    MENU_CONF: {
      insertLink: linkConfig,
      editLink: linkConfig,
      insertImage: imageConfig,
      editImage: imageConfig,
      uploadImage: {
        allowedFileTypes: IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
        // Pasted or dropped files arrive here, one call per file.
        customUpload: (file: File, insert: InsertImage) => uploadOne(file, insert),
        // The toolbar button: our own chooser, which offers one file instead of several.
        customBrowseAndUpload: (insert: InsertImage) => {
          void pickOneFile(IMAGE_ACCEPT).then((file) => file && uploadOne(file, insert));
        },
      },
    },
  };
}
