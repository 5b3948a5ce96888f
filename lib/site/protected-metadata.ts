import type { Metadata } from 'next';
import { privatePageMetadata } from './metadata';
import { protectedPage } from './protected-pages';

export function protectedMetadata(path: string): Metadata {
  return { ...privatePageMetadata, title: protectedPage(path).title };
}
