import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import type { SvgIconProps } from '@mui/material';
import { fileCategoryOf, type FileCategory } from '../../../../common/files/file-kinds.ts';

const ICONS: Record<FileCategory, typeof ImageOutlined> = {
  image: ImageOutlined,
  video: VideoFileOutlined,
  audio: AudioFileOutlined,
  document: DescriptionOutlined,
  other: InsertDriveFileOutlined,
};

/** The icon of a file's category (spec shell §9: image, video, audio, document; anything else a plain file). */
export function FileCategoryIcon({ extension, ...props }: { extension: string } & SvgIconProps) {
  const category = fileCategoryOf(extension);
  const Icon = ICONS[category];
  return <Icon data-testid={`file-icon-${category}`} {...props} />;
}
