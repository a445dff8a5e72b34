/**
 * The menu code of the online-user page (demo menu 在线用户, page key permission/userOnline, the stock client's view name):
 * its holders list who is signed in and force users offline.
 */
export const ONLINE_USER_PERMISSION = 'permission.onlineUser';
