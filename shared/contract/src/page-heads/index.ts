export * from './page-heads';
