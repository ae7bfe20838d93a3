// Quizzes: the public list and a quiz's page (intro, play, result), a creator's quizzes, editor
// and stats, and the calls the admins' review uses.
export { MyQuizzesLoading, MyQuizzesPage } from './my-quizzes-page';
export { EditQuizLoading, EditQuizPage, NewQuizPage } from './quiz-editor-page';
export { type QuizData, QuizPage } from './quiz-page';
export { loadQuizPersonal } from './quiz-personal';
export { QuizStatsLoading, QuizStatsPage } from './quiz-stats-page';
export {
  checkSlug,
  fetchMyPlays,
  fetchMyQuiz,
  fetchMyQuizzes,
  fetchPrizeChoices,
  fetchStaffQuiz,
  fetchStaffQuizzes,
  fetchStats,
  sendHide,
  sendPrizeDecision,
} from './quizzes-api';
export { type QuizzesData, QuizzesPage } from './quizzes-page';
