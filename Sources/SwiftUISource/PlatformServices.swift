/// The names of Apple's frameworks that a widget's code calls for what a preview does not have
/// (the network, the disk, the location, the health store, the app's database, logging): a
/// widget maker reads "is CoreLocation's, which the preview does not run" where "is it in
/// another module or file?" would send them looking for a file that does not exist.
enum PlatformServices {
    /// Types by their framework, as widget code names them.
    static let typesByFramework: [String: Set<String>] = [
        "Foundation": ["URLSession", "URLRequest", "URLSessionConfiguration", "JSONEncoder",
                       "PropertyListEncoder", "NotificationCenter", "FileManager", "ProcessInfo",
                       "NSUbiquitousKeyValueStore", "OperationQueue", "Timer", "NSPredicate", "NSSortDescriptor",
                       "NSKeyedUnarchiver", "NSKeyedArchiver", "Thread", "RunLoop", "URLCache", "HTTPURLResponse",
                       "NSFileCoordinator", "NSCache", "URLComponents", "URLQueryItem", "SortDescriptor", "NSLock", "NSRecursiveLock"],
        "Dispatch": ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime", "DispatchWorkItem"],
        "Swift concurrency": ["AsyncStream", "AsyncThrowingStream", "TaskGroup", "ThrowingTaskGroup", "MainActor",
                              "withTaskGroup", "withThrowingTaskGroup", "AsyncSequence"],
        "os": ["Logger", "OSLog", "os_log", "OSSignposter"],
        "SwiftData": ["ModelContainer", "ModelContext", "FetchDescriptor", "ModelConfiguration", "Schema"],
        "Combine": ["AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "Just", "Future"],
        "Security": ["SecItemCopyMatching", "SecItemAdd", "SecItemUpdate", "SecItemDelete"],
        "UserNotifications": ["UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationRequest"],
        // Screen Time's frameworks: what a person chose to limit, which only the device knows.
        "FamilyControls": ["FamilyActivitySelection", "AuthorizationCenter", "FamilyActivityPicker"],
        "ManagedSettings": ["ManagedSettingsStore", "ApplicationToken", "ActivityCategoryToken", "WebDomainToken"],
        "DeviceActivity": ["DeviceActivityCenter", "DeviceActivitySchedule", "DeviceActivityName", "DeviceActivityEvent"],
        // iOS 26's alarms and timers, whose Live Activities show what the system scheduled.
        "AlarmKit": ["AlarmManager", "AlarmAttributes", "AlarmPresentation", "AlarmPresentationState", "AlarmButton", "Alarm"],
    ]

    /// Type-name prefixes of frameworks whose every type is a system service to a preview.
    static let prefixes: [(prefix: String, framework: String)] = [
        ("CL", "CoreLocation"), ("kCL", "CoreLocation"), ("HK", "HealthKit"), ("EK", "EventKit"), ("MK", "MapKit"), ("CK", "CloudKit"),
        ("WK", "WatchKit"), ("UI", "UIKit"), ("NSManaged", "Core Data"), ("NSPersistent", "Core Data"),
        ("NSFetch", "Core Data"), ("CM", "CoreMotion"), ("MP", "MediaPlayer"), ("PH", "Photos"), ("CN", "Contacts"),
        ("WC", "WatchConnectivity"), ("SK", "StoreKit"), ("AV", "AVFoundation"), ("NW", "Network"), ("CG", "Core Graphics"),
        ("CI", "Core Image"),
    ]

    /// The framework a name belongs to, when it is one of these; nil otherwise.
    static func framework(of name: String) -> String? {
        if let found = typesByFramework.first(where: { $0.value.contains(name) }) { return found.key }
        for (prefix, framework) in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase || prefix.hasPrefix("NS") { return framework }
        }
        return nil
    }
}
