// Scroll, table and collection views: the classes only; the doubles in the
// tests give them cells as subviews.

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {}
