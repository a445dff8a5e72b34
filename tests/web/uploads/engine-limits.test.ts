import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../src/features/uploads/engine/upload-limits.ts';

const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
const MB = 1_048_576;

describe('upload limits (spec shell §5, lowcode §5, §9)', () => {
  it('lets through what fits, and anything when nothing is limited', () => {
    expect(refusalOf([file('a.pdf', 10)], 0, {}, 'zh')).toBeUndefined();
    expect(refusalOf([file('a.pdf', 10), file('b.pdf', 10)], 1, { limit: 3, fileSize: 1, sizeUnit: 'KB', accept: '.pdf' }, 'zh')).toBeUndefined();
    // limit 0 means unlimited
    expect(refusalOf([file('a.txt', 1)], 99, { limit: 0 }, 'zh')).toBeUndefined();
  });

  it('counts the batch with the files already there', () => {
    const two = [file('a.txt', 1), file('b.txt', 1)];
    expect(refusalOf(two, 2, { limit: 3 }, 'zh')).toBe('当前限制最多可以上传3个文件');
    expect(refusalOf(two, 2, { limit: 3 }, 'zh-TW')).toBe('當前限制最多可以上傳3個文件');
    expect(refusalOf(two, 2, { limit: 3 }, 'en')).toBe('At most 3 files can be uploaded');
    expect(refusalOf(two, 1, { limit: 3 }, 'zh')).toBeUndefined();
  });

  it('refuses a file larger than the size in its unit (KB 1024, MB 1048576)', () => {
    expect(refusalOf([file('a.bin', 2 * MB + 1)], 0, { fileSize: 2, sizeUnit: 'MB' }, 'zh')).toBe('文件大小超过2MB');
    expect(refusalOf([file('a.bin', 2 * MB)], 0, { fileSize: 2, sizeUnit: 'MB' }, 'zh')).toBeUndefined();
    expect(refusalOf([file('a.bin', 1025)], 0, { fileSize: 1, sizeUnit: 'KB' }, 'zh-TW')).toBe('文件大小超過1KB');
    expect(refusalOf([file('a.bin', 1025)], 0, { fileSize: 1, sizeUnit: 'KB' }, 'en')).toBe('The file is larger than 1KB');
    // MB is the unit when none is given
    expect(refusalOf([file('a.bin', MB + 1)], 0, { fileSize: 1 }, 'zh')).toBe('文件大小超过1MB');
  });

  it('refuses a type outside accept: by extension, by MIME family, by exact MIME', () => {
    expect(refusalOf([file('a.exe', 1)], 0, { accept: '.pdf,.docx' }, 'zh')).toBe('请选择.pdf,.docx类型的文件');
    expect(refusalOf([file('a.exe', 1)], 0, { accept: '.pdf,.docx' }, 'zh-TW')).toBe('請選擇.pdf,.docx類型的文件');
    expect(refusalOf([file('a.exe', 1)], 0, { accept: '.pdf,.docx' }, 'en')).toBe('Please choose a file of type .pdf,.docx');
    expect(refusalOf([file('A.DOCX', 1)], 0, { accept: '.pdf, .docx' }, 'zh')).toBeUndefined();
    expect(refusalOf([file('clip', 1, 'video/mp4')], 0, { accept: 'video/*' }, 'zh')).toBeUndefined();
    expect(refusalOf([file('a.pdf', 1, 'application/pdf')], 0, { accept: 'application/pdf' }, 'zh')).toBeUndefined();
    expect(refusalOf([file('a.txt', 1, 'text/plain')], 0, { accept: 'application/pdf' }, 'zh')).toBe('请选择application/pdf类型的文件');
  });

  it('speaks of images in the image widget, and refuses what is not one', () => {
    const images = { image: true, limit: 2, fileSize: 1, sizeUnit: 'KB' as const };
    expect(refusalOf([file('a.png', 1, 'image/png')], 2, images, 'zh')).toBe('当前限制最多可以上传2张图片');
    expect(refusalOf([file('a.png', 1, 'image/png')], 2, images, 'zh-TW')).toBe('當前限制最多可以上傳2張圖片');
    expect(refusalOf([file('a.png', 1, 'image/png')], 2, images, 'en')).toBe('At most 2 images can be uploaded');
    expect(refusalOf([file('a.png', 2048, 'image/png')], 0, images, 'zh')).toBe('图片大小超过1KB');
    expect(refusalOf([file('a.png', 2048, 'image/png')], 0, images, 'zh-TW')).toBe('圖片大小超過1KB');
    expect(refusalOf([file('a.png', 2048, 'image/png')], 0, images, 'en')).toBe('The image is larger than 1KB');
    expect(refusalOf([file('a.txt', 1, 'text/plain')], 0, images, 'zh')).toBe('请上传图片');
    expect(refusalOf([file('a.txt', 1, 'text/plain')], 0, images, 'zh-TW')).toBe('請上傳圖片');
    expect(refusalOf([file('a.txt', 1, 'text/plain')], 0, images, 'en')).toBe('Please upload an image');
    expect(refusalOf([file('a.gif', 1, 'image/gif')], 0, { image: true, accept: 'image/png' }, 'zh')).toBe('请上传图片');
    expect(refusalOf([file('photo.JPG', 1)], 0, { image: true }, 'zh')).toBeUndefined();
  });

  it('checks the count before any file, and each file size before type', () => {
    const big = file('a.exe', 2048);
    expect(refusalOf([big, big], 0, { limit: 1, fileSize: 1, sizeUnit: 'KB', accept: '.pdf' }, 'zh')).toBe('当前限制最多可以上传1个文件');
    expect(refusalOf([big], 0, { limit: 1, fileSize: 1, sizeUnit: 'KB', accept: '.pdf' }, 'zh')).toBe('文件大小超过1KB');
  });
});
