import { demoOrganizes, demoPositions, demoUsers } from '../store/mock-store.ts';

/**
 * The msw twin of the profile's server state (server/profile/): what each demo user changed
 * about themselves, their avatars, signatures and sign-ins. Emptied by resetProfileMock.
 */
export interface ProfileMockState {
  baseInfo: Map<string, Record<string, unknown>>;
  avatars: Map<string, { userId: string; bytes: Uint8Array; mimeType: string }>;
  headIcons: Map<string, string>;
  signs: { id: string; userId: string; signImg: string; isDefault: number; creatorTime: number }[];
  signIns: { id: string; userId: string; loginTime: number; success: boolean }[];
}

export const profileMock: ProfileMockState = { baseInfo: new Map(), avatars: new Map(), headIcons: new Map(), signs: [], signIns: [] };

export function resetProfileMock(): void {
  profileMock.baseInfo.clear();
  profileMock.avatars.clear();
  profileMock.headIcons.clear();
  profileMock.signs = [];
  profileMock.signIns = [];
}

/** As server/seed/load-demo-data.ts links them: staff reports to manager. */
export const managerIdOf = (userId: string): string | null => (demoUsers.find((u) => u.id === userId)?.account === 'staff' ? 'user-manager' : null);

export function organizePath(id: string): string {
  const names: string[] = [];
  for (let org = demoOrganizes.find((o) => o.id === id); org; org = demoOrganizes.find((o) => o.id === org?.parentId)) names.unshift(org.fullName);
  return names.join('/');
}

export const positionNames = (ids: string[]) => demoPositions.filter((p) => ids.includes(p.id)).map((p) => p.fullName);

/** The image type of the bytes themselves, as server/message/im-files.ts sniffs it. */
export function sniffImage(bytes: Uint8Array): { extension: string; mimeType: string } | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', mimeType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return { extension: 'gif', mimeType: 'image/gif' };
  if (starts(0x42, 0x4d)) return { extension: 'bmp', mimeType: 'image/bmp' };
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return { extension: 'webp', mimeType: 'image/webp' };
  return undefined;
}
