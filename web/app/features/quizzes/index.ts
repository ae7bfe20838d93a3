// Quizzes: the public list and a quiz's page (intro, play, result), a creator's quizzes, editor
// and stats, and the calls the admins' review uses.
export { MyQuizzesPage } from './my-quizzes-page';
export { EditQuizPage, NewQuizPage } from './quiz-editor-page';
export { type QuizData, QuizPage } from './quiz-page';
export { QuizStatsPage } from './quiz-stats-page';
export {
  fetchPrizeChoices,
  fetchStaffQuiz,
  fetchStaffQuizzes,
  sendHide,
  sendPrizeDecision,
} from './quizzes-api';
export { type QuizzesData, QuizzesPage } from './quizzes-page';
